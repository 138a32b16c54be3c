public import FolioCore

/// What a tab shows in a ``TabBar``: a title and an optional image, the counterpart of
/// `UITabBarItem`.
///
/// ```swift
/// library.tabBarItem = TabBarItem(title: "Library", image: shelfIcon)
/// ```
///
/// - Note: A value type: assign a new item to ``ViewController/tabBarItem`` to change it.
public struct TabBarItem: Sendable, Equatable {
    /// The title under the image (or alone).
    public var title: String?
    /// An image drawn above the title; `nil` shows the title alone.
    public var image: Image?
    /// A number you can use to identify the item.
    public var tag: Int

    /// Creates an item.
    public init(title: String?, image: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Items are equal when their titles and tags are equal and they share the same image.
    public static func == (lhs: TabBarItem, rhs: TabBarItem) -> Bool {
        lhs.title == rhs.title && lhs.tag == rhs.tag && lhs.image === rhs.image
    }
}
