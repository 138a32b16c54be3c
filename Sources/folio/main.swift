import FolioApp

FolioCommand.main()
