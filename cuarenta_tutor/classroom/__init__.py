"""A live classroom: classes, pupils (a nickname only), what they do, homework, a live position.

Kept in a database the pupils' kernels and the teacher's page share: SQLite in the data
folder by default, PostgreSQL for a hub with many servers (:mod:`.database`). Plain data
and codes only: the words are said by the command and the pages above this layer.
"""
