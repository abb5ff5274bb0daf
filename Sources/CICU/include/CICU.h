// Every header of CICU: named after the target, so SwiftPM makes it the umbrella header, and a header
// added here changes it, which tells a cached module to be built again.
#include "search_text.h"
#include "windows_zones.h"
