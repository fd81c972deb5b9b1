from enum import Enum


class Unit(str, Enum):
    CM = "cm"
    IN = "in"
