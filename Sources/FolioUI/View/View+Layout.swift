import FolioCore

extension View {
    /// Schedules ``layoutSubviews()`` for the next layout pass (the window runs one per frame).
    public func setNeedsLayout() {
        needsLayout = true
        storedWindow?.markNeedsLayout()
    }

    /// Lays out this view and its subtree now if a layout is pending.
    public func layoutIfNeeded() {
        layoutSubtreeIfNeeded()
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = Rect(origin: origin, size: size)
    }

    /// Marks the content as needing to be redrawn; the renderer calls ``draw(in:)`` again
    /// before the next frame.
    public func setNeedsDisplay() {
        displayVersion &+= 1
        treeDidChange()
    }

    /// Runs pending layouts top-down; a view controller's root view brackets its layout with
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews`.
    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Whether this view or a descendant has a pending layout.
    var subtreeNeedsLayout: Bool {
        needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }

    /// Applies the subviews' autoresizing masks after the bounds size changed from `oldSize`.
    func resizeSubviews(from oldSize: Size) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let (x, w) = Self.resize(
                start: f.minX, length: f.width, oldExtent: oldSize.width, newExtent: newSize.width,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, h) = Self.resize(
                start: f.minY, length: f.height, oldExtent: oldSize.height, newExtent: newSize.height,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            guard x != f.minX || y != f.minY || w != f.width || h != f.height else { continue }
            // As in UIKit the new geometry goes through the `frame` setter, so a subclass that
            // overrides or observes `frame` sees it.
            if subview.transform3D.isIdentity {
                subview.frame = Rect(x: x, y: y, width: w, height: h)
                continue
            }
            // Keep the transform out of it: resize the untransformed frame, as UIKit does.
            // A view that had no size takes the new size itself (there is no ratio to keep).
            let width = f.width > 0 ? subview.bounds.width * w / f.width : w
            let height = f.height > 0 ? subview.bounds.height * h / f.height : h
            subview.bounds.size = Size(width: width, height: height)
            subview.center = Point(x: x + w / 2, y: y + h / 2)
        }
    }

    /// Shares `newExtent − oldExtent` among the flexible parts of one axis in proportion to their sizes.
    static func resize(
        start: Double, length: Double, oldExtent: Double, newExtent: Double,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: Double, length: Double) {
        let delta = newExtent - oldExtent
        let end = oldExtent - start - length
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty, delta != 0 else { return (start, length) }
        let total = flexible.reduce(0) { $0 + max($1.1, 0) }
        func share(_ isFlexible: Bool, _ size: Double) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(size, 0) / total : delta / Double(flexible.count)
        }
        let newStart = start + share(flexibleStart, start)
        let newLength = max(0, length + share(flexibleLength, length))
        return (newStart, newLength)
    }
}
