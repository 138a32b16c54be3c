public import FolioCore

/// A rectangular area that draws content, lays out subviews and handles touches, the
/// counterpart of `UIView`.
///
/// A view's geometry is its ``bounds`` (its own coordinate space; the origin is the scroll
/// offset), its ``center`` in the superview's coordinates and its ``transform3D`` applied
/// about the centre. ``frame`` is derived from those three.
///
/// ```swift
/// let card = View(frame: Rect(x: 20, y: 40, width: 280, height: 400))
/// card.backgroundColor = .white
/// card.cornerRadius = 12
/// container.addSubview(card)
/// ```
///
/// Views publish what they show as a `LayerNode` tree (see ``Window/layerTree()``); a renderer
/// turns it into pixels.
///
/// - Note: Folio has no separate `CALayer`: layer properties UIKit keeps on `view.layer`
///   (``cornerRadius``, ``sublayerTransform``, ``transform3D``) live on the view.
@MainActor
open class View: Responder, LayerContentDrawing {
    // The model values. During animations the published layer tree shows presentation values
    // computed from these and the running animations.
    var modelCenter: Point
    var modelBounds: Rect
    var modelTransform: Transform3D = .identity
    var modelAlpha: Double = 1
    var modelBackgroundColor: Color?

    /// The superview, or `nil` for a view not in a hierarchy.
    public internal(set) weak var superview: View?
    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []
    weak var storedWindow: Window?
    /// The view controller whose root view this is; it becomes the view's next responder.
    weak var owningViewController: ViewController?

    /// A stable identity for the published layer node.
    let layerID: UInt64
    var needsLayout = true
    var displayVersion = 0
    var gestureRecognizerList: [GestureRecognizer] = []
    var animations: [ViewAnimation] = []

    /// Creates a view with the given frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates; a negative size is standardized.
    public init(frame: Rect = .zero) {
        let f = frame.isNull ? Rect.zero : frame.standardized
        modelCenter = f.center
        modelBounds = Rect(origin: .zero, size: f.size)
        layerID = View.makeLayerID()
        super.init()
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// When ``transform3D`` is not the identity the getter returns the bounding box of the
    /// transformed bounds, as UIKit does.
    ///
    /// Setting the frame while a scale or a quarter-turn transform is set keeps the transform:
    /// ``center`` becomes the frame's centre and the bounds size the one the transform maps
    /// onto the frame's size, as Core Animation does (Apple's PhotoScroller centres its zoomed
    /// image view that way).
    ///
    /// - Note: For other transforms (a turn that is not a quarter turn, a 3D transform) the
    ///   bounds size becomes the frame's size; UIKit leaves that case undefined.
    open var frame: Rect {
        get {
            if modelTransform.isIdentity {
                return Rect(
                    x: modelCenter.x - modelBounds.width / 2, y: modelCenter.y - modelBounds.height / 2,
                    width: modelBounds.width, height: modelBounds.height)
            }
            let m = transformToSuperview(includingSublayerTransform: false)
            let b = modelBounds
            let corners = [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY),
            ]
            return corners.compactMap { m.project($0) }.reduce(Rect.null) {
                $0.union(Rect(origin: $1, size: .zero))
            }
        }
        set {
            guard !newValue.isNull else { return }
            let f = newValue.standardized
            center = f.center
            bounds.size = modelTransform.isIdentity ? f.size : untransformedSize(forFrameSize: f.size) ?? f.size
        }
    }

    /// The view's own coordinate space. Its origin is the offset of the content (a scroll
    /// view scrolls by changing it); its size is the view's size.
    ///
    /// Changing the size resizes subviews according to their ``View/autoresizingMask``; any
    /// change schedules ``View/layoutSubviews()``.
    open var bounds: Rect {
        get { modelBounds }
        set {
            let new = newValue.isNull ? Rect.zero : newValue.standardized
            let old = modelBounds
            guard new != old else { return }
            animatableWillChange(.bounds)
            modelBounds = new
            if new.size != old.size { resizeSubviews(from: old.size) }
            setNeedsLayout()
            treeDidChange()
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: Point {
        get { modelCenter }
        set {
            guard newValue != modelCenter else { return }
            animatableWillChange(.center)
            modelCenter = newValue
            treeDidChange()
        }
    }

    /// How many times finer than the screen this view and its subviews draw their content
    /// (``draw(in:)``, labels, images drawn by views). 1 by default.
    ///
    /// A scroll view sets it on the view it zooms whenever a zoom comes to rest, so that
    /// text and vector drawing are redrawn crisp at the new scale (during the gesture the
    /// previous drawing is magnified). Very large content is drawn in tiles covering only
    /// what is on screen, so a high value never allocates the whole view at that scale.
    ///
    /// - Note: UIKit apps set `contentScaleFactor` on each view of a zoomed subtree to the
    ///   screen scale times the zoom scale; here one multiplier, inherited by the subviews,
    ///   does it, and ``ScrollView`` sets it for you.
    public var rasterizationScale: Double = 1 {
        didSet {
            if !rasterizationScale.isFinite || rasterizationScale <= 0 { rasterizationScale = 1 }
            if rasterizationScale != oldValue { treeDidChange() }
        }
    }

    /// Whether the renderer may draw this view's content, and its subviews', in idle time
    /// while the view is hidden, faded out (`alpha` 0) or off screen, and keep what it drew
    /// while the view stays so, so that the frame which shows it does not also draw it.
    ///
    /// UIKit has no counterpart: its views draw on the GPU's schedule. Folio draws on the CPU,
    /// and a page that appears mid-gesture would otherwise be drawn in the gesture's first
    /// frame. `PageViewController` sets it on the neighbour pages it keeps loaded; set it on
    /// a view of your own that you are about to show or scroll in, or that you fade out to
    /// fade back in. It costs the memory of the drawn content while the view stays out of
    /// sight; without it, content a frame does not show is let go.
    public var drawsAhead = false

    /// `LayerNode.curlSnapshotRank`, set by `PageViewController` in the `.pageCurl` style.
    package var curlSnapshotRank: Int?

    /// Whether an `alpha` below 1 fades the view and its subviews as one picture
    /// (`layer.allowsGroupOpacity`; `true` by default, as on iOS). With `false` each subview is
    /// blended on its own, so overlapping ones show through: on a faded container whose subviews
    /// do not overlap the picture is the same, and the CPU renderer draws no offscreen copy.
    public var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { treeDidChange() } }
    }

    /// A transform applied to all subviews about the centre, the counterpart of
    /// `layer.sublayerTransform` (use it to give subviews a shared perspective).
    public var sublayerTransform: Transform3D = .identity {
        didSet { if sublayerTransform != oldValue { treeDidChange() } }
    }

    // MARK: - Appearance

    /// Opacity, 0…1, multiplied into the subviews. Views with alpha below 0.01 ignore touches.
    public var alpha: Double {
        get { modelAlpha }
        set {
            guard newValue != modelAlpha else { return }
            animatableWillChange(.alpha)
            modelAlpha = newValue
            treeDidChange()
        }
    }

    /// Whether the view and its subviews are hidden (not drawn, not touchable).
    public var isHidden = false {
        didSet { if isHidden != oldValue { treeDidChange() } }
    }

    /// The colour filled across the bounds below the content; `nil` draws nothing.
    public var backgroundColor: Color? {
        get { modelBackgroundColor }
        set {
            guard newValue != modelBackgroundColor else { return }
            animatableWillChange(.backgroundColor)
            modelBackgroundColor = newValue
            treeDidChange()
        }
    }

    /// Whether subviews are clipped to the bounds (rounded by ``cornerRadius``).
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { treeDidChange() } }
    }

    /// The radius of the rounded corners of the background and of the clip.
    ///
    /// - Note: UIKit has this on `layer.cornerRadius`.
    public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { treeDidChange() } }
    }

    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    public var tag = 0

    /// Whether touches, gestures and wheel events reach this view and its subviews.
    public var isUserInteractionEnabled = true

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol)

    /// Whether assistive technologies treat this view as one element (its subviews are then
    /// not visited). `false` by default, as in UIKit; controls set it to `true`.
    open var isAccessibilityElement = false
    /// A short name for the element ("Next page", "Chapter 3").
    open var accessibilityLabel: String?
    /// The element's current value ("page 2 of 5").
    open var accessibilityValue: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// What kind of element this is.
    open var accessibilityTraits: AccessibilityTraits = []
    /// The elements inside this view, in the order assistive technologies visit them (views
    /// or ``AccessibilityElement``s), instead of its subviews; nil, the default, visits them.
    open var accessibilityElements: [Any]?
    /// What kind of group this view's elements form; `.none` by default.
    open var accessibilityContainerType: AccessibilityContainerType = .none
    /// Whether assistive technologies and Tab ignore the view's siblings while it shows (a
    /// dialog over the page); `false` by default.
    open var accessibilityViewIsModal = false

    /// Called when an assistive technology asks an `.adjustable` element to move forward
    /// (VoiceOver: swipe up). Does nothing by default.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology asks an `.adjustable` element to move back
    /// (VoiceOver: swipe down). Does nothing by default.
    open func accessibilityDecrement() {}

    /// How the view resizes when its superview's bounds size changes.
    public var autoresizingMask: AutoresizingMask = []

    /// Whether the view's content flips in right-to-left layouts.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            setNeedsLayout()
            treeDidChange()
        }
    }

    /// A deformation (for example a page-curl mesh) applied to this view's rendered subtree.
    package var layerDeformation: LayerDeformation? {
        didSet { treeDidChange() }
    }

    // MARK: - Responder

    override open var next: Responder? { owningViewController ?? superview }

    override var windowForResponder: Window? { window }

    /// Tells the window that what the view publishes changed.
    func treeDidChange() {
        storedWindow?.markTreeChanged()
    }

    // MARK: - Overridable hooks
    // Swift cannot override declarations made in extensions, so every hook a subclass may
    // override is declared here; the machinery around them lives in `View+*.swift`.

    /// Called before the view moves to a new superview (`nil` when it is removed). Does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview or was removed. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves to a new window (`nil` when it leaves). Does nothing by default.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view (or an ancestor) moved to a new window or left it. Does nothing by default.
    open func didMoveToWindow() {}

    /// Called after `subview` was added. Does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Positions the subviews. Override it to lay out subviews by hand; never call it directly —
    /// call ``View/setNeedsLayout()`` or ``View/layoutIfNeeded()``. The default does nothing (autoresizing
    /// has already been applied when the bounds changed).
    open func layoutSubviews() {}

    /// The size that best fits `size`. The default returns the current bounds size.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The preferred size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Whether the view draws content with ``draw(in:)``.
    ///
    /// Only views that return `true` publish `.drawing` content in their layer node, so the
    /// renderer allocates backing stores only for them. Override it together with ``draw(in:)``:
    ///
    /// ```swift
    /// final class Dial: View {
    ///     override var drawsContent: Bool { true }
    ///     override func draw(in context: any GraphicsContext) { ... }
    /// }
    /// ```
    ///
    /// - Note: UIKit finds out by checking whether `draw(_:)` is overridden, which Swift cannot do.
    open var drawsContent: Bool { false }

    /// Draws the view's content in bounds coordinates; called by the renderer after
    /// ``View/setNeedsDisplay()`` or a size change. The default draws nothing.
    ///
    /// - Parameter context: The context to draw into.
    open func draw(in context: any GraphicsContext) {}

    /// What the layer shows above its background colour. The default is `.drawing(self, …)`
    /// when ``drawsContent`` is true, otherwise `nil`; image views override it.
    open func layerContent() -> LayerContent? {
        drawsContent ? .drawing(self, version: contentVersion) : nil
    }

    /// The deepest visible, interactive descendant (or this view) that contains `point`.
    ///
    /// Hidden views, views with alpha below 0.01 and views with user interaction disabled are
    /// skipped, with their subviews (and so are views moved by an animation that does not
    /// allow user interaction). The point is mapped through each subview's transform,
    /// 3D ones included.
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds coordinates.
    ///   - event: The event being delivered, if any.
    /// - Returns: The view that should receive the touch, or `nil`.
    open func hitTest(_ point: Point, with event: PointerEvent?) -> View? {
        guard isInteractive, !isInteractionBlockedByAnimation, self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in bounds coordinates) lies inside the view. The default tests the bounds.
    open func point(inside point: Point, with event: PointerEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Called when touches begin in this view. The default forwards to the next responder that
    /// is a view, as UIKit does.
    open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        nextView?.touchesBegan(touches, with: event)
    }

    /// Called when touches that began in this view move.
    open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        nextView?.touchesMoved(touches, with: event)
    }

    /// Called when touches that began in this view lift.
    open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        nextView?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches (for example, a gesture recognizer recognized).
    open func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {
        nextView?.touchesCancelled(touches, with: event)
    }

    /// Whether the keyboard's focus (Tab, Shift-Tab) may land on this view. `false` by
    /// default, as in UIKit; enabled, visible controls return `true`. Override it to make a
    /// custom view reachable without a pointer.
    open var canBecomeFocused: Bool { false }

    /// Called on the view that loses focus and on the one that gains it, after
    /// ``isFocused`` changed. Does nothing by default.
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    /// Whether `gestureRecognizer`, attached to this view, may begin. `true` by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}
