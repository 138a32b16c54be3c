extension NavigationController {
    /// Throws when `controller` cannot join the stack.
    func validateAdoption(_ controller: ViewController) throws(NavigationError) {
        if controller is NavigationController { throw .pushingNavigationController(controller.debugName) }
        if controller.parent === self { return }
        if controller === self { throw .containment(.addingItself(debugName)) }
        if let existing = controller.parent {
            throw .containment(.alreadyHasParent(child: controller.debugName, parent: existing.debugName))
        }
        if controller.presentingViewController != nil { throw .containment(.childIsPresented(controller.debugName)) }
    }

    /// Makes `controller` a child (`willMove(toParent:)` now, `didMove(toParent:)` once it is
    /// settled). A controller popped but still sliding out is taken back.
    func adopt(_ controller: ViewController) throws(NavigationError) {
        try validateAdoption(controller)
        if controller.parent === self {
            leaving.removeAll { $0 === controller }
            controller.willMove(toParent: self)
        } else {
            do {
                try addChild(controller)
            } catch {
                throw .containment(error)
            }
        }
        unsettled.append(controller)
    }

    /// Starts removing controllers that left the stack (`willMove(toParent: nil)` now; the
    /// view and the parent link go once they are off screen).
    func release(_ controllers: [ViewController]) {
        for controller in controllers {
            unsettled.removeAll { $0 === controller }
            controller.willMove(toParent: nil)
            leaving.append(controller)
        }
    }

    /// Whether `controller` takes part in the running transition.
    func isInTransition(_ controller: ViewController) -> Bool {
        controller === transition?.from || controller === transition?.to
    }

    /// Finishes the containment of controllers that are not on screen: `didMove(toParent:)`
    /// for the ones that joined, removal for the ones that left.
    func settleContainment() {
        for controller in unsettled where !isInTransition(controller) {
            unsettled.removeAll { $0 === controller }
            controller.didMove(toParent: self)
        }
        // A leaving controller shown at rest (a cancelled back swipe whose stack changed)
        // keeps its view until the transition to the new top takes it away.
        for controller in leaving where !isInTransition(controller) && controller !== displayed {
            leaving.removeAll { $0 === controller }
            if let childView = controller.viewIfLoaded, childView.superview === contentView {
                childView.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        checkNavigationInvariants()
    }

    /// Checks the stack bookkeeping in debug builds (docs/Architecture.md §7).
    func checkNavigationInvariants() {
        assert(stack.allSatisfy { $0.parent === self }, "A controller in the stack is not a child")
        assert(
            leaving.allSatisfy { old in !stack.contains { $0 === old } && old.parent === self },
            "A leaving controller is still in the stack or no longer a child")
        assert(
            transition != nil || contentView.subviews.filter { $0 !== dimmingView }.count <= 1,
            "More than one child view is shown at rest")
    }
}
