"""The one thing pyproject.toml cannot say: the package list plus ``boardwalk._assets``.

The game's files live in ``assets/`` at the repository root (see boardwalk/assets.py);
pyproject.toml's ``package-dir`` maps the package ``boardwalk._assets`` onto that folder so
the wheel carries them as ``boardwalk/_assets/``. pyproject.toml can either find packages
or list them, not both, so the finding is done here: every ``boardwalk*`` package, as
``[tool.setuptools.packages.find] include = ["boardwalk*"]`` did, and the assets.
"""

from setuptools import find_namespace_packages, setup

setup(
    packages=[
        *find_namespace_packages(include=["boardwalk*"], exclude=["*.__pycache__"]),
        "boardwalk._assets",
    ]
)
