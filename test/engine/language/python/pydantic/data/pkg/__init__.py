from .models import *
