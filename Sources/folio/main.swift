print("folio: not yet")
