"""The controllers of the lesson, Practice and Play tabs, and the learner's progress (no widgets).

:mod:`.lesson` (the lesson session), :mod:`.practice` and :mod:`.play` take one call per
learner action and keep the state the views draw; they choose and judge cards on one path
(:mod:`.selection`) and give :class:`~.feedback.Feedback` codes that the sentence layer words.
:mod:`.progress`, :mod:`.practice_record` and :mod:`.repetition` are what is saved.
"""
