internal import FolioCore
internal import FolioRender

extension SDLRunLoop {
    /// When the window falls idle with the overlay shown: the overlay alone drawn again over
    /// the frame on screen, with numbers that count the last frame. Not a frame itself, so
    /// not recorded.
    func showOverlayOfLastFrame() {
        guard instruments.overlayIsBehind else { return }
        instruments.catchUpOverlay(statistics: &host.statistics)
        let pixels = host.framePixelSize
        var overlay: IntRect?
        // Where the frames went: straight into the surface, as they were drawn (only over
        // the frame it still holds), or through the host's bitmap.
        if host.directScene(scene) != nil, host.onFramePresented == nil {
            let scale = host.scale
            let drewInSurface = presenter.drawIntoSurface(width: pixels.width, height: pixels.height) {
                surface, rowLength, holdsLastFrame in
                guard holdsLastFrame else { return }
                overlay = instruments.drawOverlay(
                    into: surface, width: pixels.width, height: pixels.height, rowLength: rowLength, scale: scale)
            }
            if drewInSurface {
                if let overlay { presenter.presentLastFrame(SurfaceUpdate(changed: overlay, alsoChanged: nil)) }
                return
            }
        }
        guard frame.width == pixels.width, frame.height == pixels.height else { return }
        overlay = instruments.drawOverlay(into: &frame, scale: host.scale)
        guard let overlay, let update = try? presenter.upload(frame, changed: overlay) else { return }
        presenter.presentLastFrame(update)
    }
}
