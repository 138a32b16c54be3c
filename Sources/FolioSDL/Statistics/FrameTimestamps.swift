/// When each step of one presented frame happened, in seconds on the host's clock.
///
/// The steps follow the window pipeline in order: the oldest input the frame consumed (nil
/// when it consumed none), the start of layout (`update()`), of rendering, of the texture
/// upload, and the moment `SDL_RenderPresent` returned. A frame drawn after the window had
/// nothing to draw also says when the loop was woken for it.
public struct FrameTimestamps: Hashable, Sendable {
    /// The timestamp of the oldest input event handled for this frame, or nil.
    public var input: Double?
    /// When the run loop, idle since the frame before (nothing animated), was woken for
    /// this one: by input, a timer, or work finished elsewhere (a page arriving from a
    /// helper process). Nil when the frame followed the previous one without waiting, as the
    /// frames of an animation that runs on its own do; a drag's frames mostly have one, as
    /// the loop waits for each move. A frame woken over a period after the last present was
    /// not late: nothing was due until then.
    public var woken: Double?
    /// When layout and animations started (`SDLScene.update()`).
    public var layout: Double
    /// When the scene started drawing into the frame.
    public var render: Double
    /// When the frame's pixels started going to the window surface or texture.
    public var upload: Double
    /// When the upload had finished and the frame was handed to SDL to show.
    public var presentStart: Double
    /// When presenting returned.
    public var present: Double
    /// Pixels per point the frame was drawn at.
    public var scale: Double

    /// Creates the timestamps of one frame, each the property of the same name. A nil
    /// `presentStart` counts the upload as instantaneous (presenting started at `upload`).
    public init(
        input: Double?, woken: Double? = nil, layout: Double, render: Double, upload: Double,
        presentStart: Double? = nil, present: Double, scale: Double
    ) {
        self.input = input
        self.woken = woken
        self.layout = layout
        self.render = render
        self.upload = upload
        self.presentStart = presentStart ?? upload
        self.present = present
        self.scale = scale
    }

    /// The time the frame took to make, from layout to present.
    public var frameTime: Double { present - layout }

    /// From the oldest input the frame consumed to the frame on screen, or nil.
    public var inputLatency: Double? { input.map { present - $0 } }
}
