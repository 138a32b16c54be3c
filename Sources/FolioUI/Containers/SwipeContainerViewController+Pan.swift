import FolioCore

extension SwipeContainerViewController {
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isBusy = true
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            release(pan, cancelled: pan.state == .cancelled)
        case .possible, .failed:
            break
        }
    }

    /// The drag along the row, in points (positive towards the trailing edge).
    private func rowTranslation(_ pan: PanGestureRecognizer) -> Double {
        pan.translation(in: viewIfLoaded).x * rowDirection
    }

    /// Moves the current child and the neighbour the drag uncovers with the finger.
    private func follow(_ pan: PanGestureRecognizer) {
        let width = slotWidth
        guard width > 0, let current = currentChild else { return }
        let t = rowTranslation(pan)
        // Dragging towards the leading edge uncovers the next child, towards the trailing edge the previous one.
        // Exactly at the start the neighbour shown so far stays (no churn of callbacks).
        let side = t < 0 ? 1 : (t > 0 ? -1 : revealed?.side ?? 0)
        reveal(side: side)
        let offset: Double
        if revealed == nil, t != 0 {
            // Nothing on that side: resist like a scroll view at its end.
            offset = (t < 0 ? -1 : 1) * RubberBand.offset(overshoot: abs(t), dimension: width) / width
        } else {
            offset = t / width
        }
        move(current, toOffset: offset)
        if let revealed { move(revealed.child, toOffset: offset + Double(revealed.side)) }
    }

    /// Shows the neighbour on `side` (+1 next, −1 previous, 0 none), cancelling the
    /// appearance of the one shown before.
    private func reveal(side: Int) {
        let index = currentChildIndex + side
        let wanted = side != 0 && children.indices.contains(index) ? children[index] : nil
        guard wanted !== revealed?.child, let current = currentChild else { return }
        if let old = revealed {
            revealed = nil
            if forwardsAppearance { old.child.beginAppearanceTransition(false, animated: true) }
            old.child.viewIfLoaded?.removeFromSuperview()
            if forwardsAppearance { old.child.endAppearanceTransition() }
        }
        guard let wanted else {
            // Back to no neighbour: the current child stays after all.
            if forwardsAppearance, current.appearanceState == .disappearing {
                current.beginAppearanceTransition(true, animated: true)
                current.endAppearanceTransition()
            }
            return
        }
        if forwardsAppearance {
            if current.appearanceState != .disappearing { current.beginAppearanceTransition(false, animated: true) }
            wanted.beginAppearanceTransition(true, animated: true)
        }
        revealed = (wanted, side)
        place(wanted, offset: Double(side))
    }

    /// Commits to a neighbour when translation + 0.5 × velocity passes half the width,
    /// otherwise slides back.
    private func release(_ pan: PanGestureRecognizer, cancelled: Bool) {
        let width = slotWidth
        guard width > 0, let current = currentChild else {
            becomeIdle()
            return
        }
        let t = rowTranslation(pan)
        let v = cancelled ? 0 : pan.velocity(in: viewIfLoaded).x * rowDirection
        let decision = t + 0.5 * v
        var side = 0
        if !cancelled, decision < -width / 2, children.indices.contains(currentChildIndex + 1) {
            side = 1
        } else if !cancelled, decision > width / 2, currentChildIndex > 0 {
            side = -1
        }
        if side != 0, revealed?.side != side {
            reveal(side: side)
            follow(pan)
        }
        let neighbour = side != 0 ? revealed?.child : nil
        let finish: @MainActor (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            self.endDrag(committedTo: neighbour, from: current, side: side)
        }
        guard view.window != nil else {
            finish(true)
            return
        }
        View.animate(
            withDuration: Self.animationDuration, options: side != 0 ? .curveEaseOut : .curveEaseInOut,
            animations: { [weak self] in
                guard let self else { return }
                self.move(current, toOffset: -Double(side))
                if let revealed = self.revealed { self.move(revealed.child, toOffset: Double(revealed.side - side)) }
            }, completion: finish)
    }

    /// Settles the children after the slide that follows a drag.
    private func endDrag(committedTo neighbour: ViewController?, from current: ViewController, side: Int) {
        let shown = revealed
        revealed = nil
        if let neighbour {
            currentChildIndex += side
            current.viewIfLoaded?.removeFromSuperview()
            move(neighbour, toOffset: 0)
            if forwardsAppearance {
                current.endAppearanceTransition()
                neighbour.endAppearanceTransition()
            }
        } else {
            if let shown, forwardsAppearance {
                shown.child.beginAppearanceTransition(false, animated: true)
                if current.appearanceState == .disappearing { current.beginAppearanceTransition(true, animated: true) }
            }
            shown?.child.viewIfLoaded?.removeFromSuperview()
            move(current, toOffset: 0)
            if forwardsAppearance {
                shown?.child.endAppearanceTransition()
                current.endAppearanceTransition()
            }
        }
        reconcileChildAppearance()
        if neighbour != nil { currentChildDidChange?(self) }
        becomeIdle()
    }
}

/// Lets the container's pan begin only for mostly horizontal drags while nothing slides.
@MainActor
final class SwipePanGate: GestureRecognizerDelegate {
    weak var container: SwipeContainerViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let container, !container.isBusy, container.currentChild != nil,
            let pan = gestureRecognizer as? PanGestureRecognizer
        else { return false }
        let t = pan.translation(in: container.viewIfLoaded)
        return abs(t.x) > abs(t.y)
    }
}
