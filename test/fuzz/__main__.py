import sys

from fuzz.campaign import main

sys.exit(main())
