// The headless window lives in FolioHeadless, a library the app may link without a test
// framework; tests that import only FolioTesting keep seeing it, as before the split.
@_exported public import FolioHeadless
