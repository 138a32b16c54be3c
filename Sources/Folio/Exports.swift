// `import Folio` gives an app the whole UIKit-style surface in one line.
@_exported public import FolioCore
@_exported public import FolioPaging
@_exported public import FolioRender
@_exported public import FolioUI
