"""Documents for teachers: the class report and printable worksheets (HTML, CSV, text).

The top of the sentence stack: it reads the controllers' summaries (:mod:`..tutor`) and
writes them with the sentence layer (:mod:`..sentences`). No widgets.
"""
