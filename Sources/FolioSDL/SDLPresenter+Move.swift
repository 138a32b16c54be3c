internal import CSDL2
import FolioCore
internal import FolioRender

/// Frames larger than the window surface (`FOLIO_SCALE=2` on a display without high
/// density) drawn over the last one with a scroll: the surface's own pixels are moved, and
/// only the rectangles the frame drew are sampled down into it.
///
/// Moving the frame's 3840 × 2160 pixels took 5-10 ms on the 2-core VM, and sampling the
/// whole column down again about 3 ms; moving the surface's 1920 × 1080 pixels costs a
/// quarter of the first and saves the second (Benchmarks/README.md, "Continuous scrolling,
/// moved instead of redrawn").
extension SDLPresenter {
    /// How many times larger than the window surface, in each direction, a frame of
    /// `frameWidth × frameHeight` pixels is, when the surface still holds the last frame
    /// copied in from a frame of that size: ``upload(_:damage:ratio:alsoChanged:)`` may then
    /// move its pixels. Nil otherwise (a renderer draws, the sizes are no whole ratio, or SDL
    /// made a new surface).
    func surfaceMoveRatio(frameWidth: Int, frameHeight: Int) -> Int? {
        guard renderer == nil, let window, let last = lastCopiedSurface, let surface = SDL_GetWindowSurface(window),
            last.pixels == surface.pointee.pixels, last.width == Int(surface.pointee.w),
            last.height == Int(surface.pointee.h), Int(surface.pointee.pitch) % 4 == 0
        else { return nil }
        return lastCopyMoveRatio(frameWidth: frameWidth, frameHeight: frameHeight)
    }

    /// ``surfaceMoveRatio(frameWidth:frameHeight:)`` as the last copy into the surface left it,
    /// without asking SDL for the surface: the run loop asks before the present in flight has
    /// ended, and a surface SDL made anew then would free the pixels being presented. A resize
    /// forgets the last copy (``forgetSurfaceContents()``), and
    /// ``upload(_:damage:ratio:alsoChanged:)`` checks the surface itself once the present ends.
    func lastCopyMoveRatio(frameWidth: Int, frameHeight: Int) -> Int? {
        guard renderer == nil, let last = lastCopiedSurface, last.frameWidth == frameWidth,
            last.frameHeight == frameHeight, last.width > 0, last.height > 0, frameWidth % last.width == 0
        else { return nil }
        let k = frameWidth / last.width
        return frameHeight == k * last.height ? k : nil
    }

    /// Copies the parts of `frame` that `damage` drew into the window surface, after moving
    /// the surface's pixels as its move says (scaled down by `ratio`), and returns what the
    /// present should send. Every rectangle of `damage` lies on whole multiples of `ratio`:
    /// the frame's pixels outside them may be out of date.
    ///
    /// Falls back to copying the whole frame when the surface no longer holds the last one.
    func upload(_ frame: Bitmap, damage: FrameDamage, ratio k: Int, alsoChanged: IntRect?) throws(SDLHostError)
        -> SurfaceUpdate
    {
        _ = presentThread?.wait()
        guard surfaceMoveRatio(frameWidth: frame.width, frameHeight: frame.height) == k, let window,
            let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels
        else { return try upload(frame) }
        lastDrawnSurface = nil
        return Self.copy(
            frame, damage: damage, ratio: k, alsoChanged: alsoChanged, into: pixels, width: Int(surface.pointee.w),
            height: Int(surface.pointee.h), pitch: Int(surface.pointee.pitch), with: frameCopy)
    }

    /// Moves and copies as ``upload(_:damage:ratio:alsoChanged:)`` does, into `pixels`
    /// (`width × height`, rows `pitch` bytes apart) that hold the last frame sampled down,
    /// with `frameCopy` (on one thread unless it has a compositor).
    static func copy(
        _ frame: Bitmap, damage: FrameDamage, ratio k: Int, alsoChanged: IntRect?, into pixels: UnsafeMutableRawPointer,
        width: Int, height: Int, pitch: Int, with frameCopy: SharedFrameCopy = SharedFrameCopy()
    ) -> SurfaceUpdate {
        guard k > 0, pitch % 4 == 0, pitch >= width * 4, frame.width == width * k, frame.height == height * k else {
            return .whole
        }
        damage.move?.scaledDown(by: k)?.apply(to: pixels.assumingMemoryBound(to: UInt32.self), rowLength: pitch / 4)
        // Only the surface pixels whose samples lie in what the frame drew: the frame's pixels
        // around it were not moved, and may be out of date.
        func target(_ r: IntRect) -> IntRect {
            FrameCopy.targetRect(
                covering: r, sourceWidth: frame.width, sourceHeight: frame.height, width: width, height: height)
        }
        frame.pixels.withUnsafeBufferPointer { source in
            @MainActor func copy(_ only: IntRect) {
                frameCopy.copy(
                    source, sourceWidth: frame.width, sourceHeight: frame.height, into: pixels, width: width,
                    height: height, pitch: pitch, only: only)
            }
            for index in 0..<damage.rects.count { copy(target(damage.rects[index])) }
            if let alsoChanged { copy(target(alsoChanged)) }
        }
        return SurfaceUpdate(
            changed: target(damage.changed), alsoChanged: alsoChanged.map(target))
    }
}
