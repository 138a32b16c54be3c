package import FolioCore

/// Maps a transition's canonical frame (horizontal, forward at +x) onto the screen: a
/// vertical book swaps x and y, a reversed one (right-to-left layout) mirrors the paging
/// axis. Both are reflections, so conjugating a transform by them keeps rotations and
/// perspective consistent.
package struct PageTransitionFrame: Hashable, Sendable {
    /// Whether pages move along y.
    package var isVertical: Bool
    /// Whether the forward side is at −x (or −y).
    package var isReversed: Bool

    package init(isVertical: Bool, isReversed: Bool) {
        self.isVertical = isVertical
        self.isReversed = isReversed
    }

    /// The canonical context for a page of `size` on screen with `spacing` between pages.
    package func context(pageSize size: Size, spacing: Double) -> PageTransitionContext {
        let canonical = isVertical ? Size(width: size.height, height: size.width) : size
        return PageTransitionContext(pageSize: canonical, pageStride: canonical.width + spacing)
    }

    /// `transition`'s attributes for a page `offset` pages from rest, in screen terms.
    package func attributes(
        of transition: any PageTransition, at offset: Double, pageSize: Size, spacing: Double
    ) -> PageTransitionAttributes {
        var attributes = transition.attributes(at: offset, in: context(pageSize: pageSize, spacing: spacing))
        attributes.transform = toScreen(attributes.transform)
        return attributes
    }

    /// `transition`'s container transform in screen terms.
    package func containerTransform(
        of transition: any PageTransition, pageSize: Size, spacing: Double
    ) -> Transform3D {
        toScreen(transition.containerTransform(in: context(pageSize: pageSize, spacing: spacing)))
    }

    /// Conjugates a canonical transform by the reflection that takes the canonical frame
    /// to the screen.
    package func toScreen(_ transform: Transform3D) -> Transform3D {
        var reflection = Transform3D.identity
        if isReversed { reflection.m11 = -1 }
        if isVertical {
            // Swap x and y after the optional mirror of the paging axis.
            reflection = reflection.concatenating(
                Transform3D(
                    m11: 0, m12: 1, m13: 0, m14: 0, m21: 1, m22: 0, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
        }
        guard let inverse = reflection.inverted() else { return transform }
        return inverse.concatenating(transform).concatenating(reflection)
    }
}
