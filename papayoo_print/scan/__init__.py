"""Reading a photographed or scanned scoresheet (`papayoo-print scan`): the optional `[scan]`
extra (numpy, OpenCV). Nothing else in the tool imports this package."""
