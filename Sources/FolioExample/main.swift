print("Folio example: not yet")
