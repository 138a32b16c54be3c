extension View {
    /// The gesture recognizers attached to this view.
    public var gestureRecognizers: [GestureRecognizer] {
        get { gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList where !newValue.contains(where: { $0 === recognizer }) {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer` (moving it from another view if needed).
    ///
    /// ```swift
    /// view.addGestureRecognizer(TapGestureRecognizer { _ in print("tap") })
    /// ```
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerList.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`, cancelling it if it was recognizing.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        window?.gestureArena.remove(recognizer)
        gestureRecognizerList.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
