"""Sentences: the controllers' codes and the engine's facts turned into words.

Feedback, the coach's verdicts, explanations of plays, puzzle texts, ruleset summaries and
the page shell, in the learner's language through :mod:`..i18n`. It sits above
:mod:`..tutor` (it reads its codes) and below :mod:`..ui`, :mod:`..documents` and
:mod:`..cli`, which show the sentences. No widgets.
"""
