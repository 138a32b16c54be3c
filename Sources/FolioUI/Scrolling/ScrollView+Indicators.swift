import FolioCore

extension ScrollView {
    /// The colour scheme of the scroll indicators, the counterpart of `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// Dark, visible on light content.
        case `default`
        /// Black.
        case black
        /// White, for dark content.
        case white

        var color: Color {
            switch self {
            case .default: Color(white: 0, alpha: 0.35)
            case .black: Color(white: 0, alpha: 0.6)
            case .white: Color(white: 1, alpha: 0.6)
            }
        }
    }

    /// How long the indicators stay fully visible after the last scroll.
    static let indicatorHold = 0.5
    /// How long they take to fade out.
    static let indicatorFade = 0.25
    static let indicatorThickness = 3.0
    static let indicatorMargin = 3.0
    static let indicatorMinimumLength = 36.0

    /// Marks the content as just scrolled, so the indicators show and then fade.
    func noteScrollActivity() {
        lastScrollActivity = currentTime
        startTicking()
    }

    /// The indicators' opacity at `time`: 1 while anything moves or a finger drags, then a
    /// linear fade after a short hold.
    func indicatorAlpha(at time: Double) -> Double {
        if physics.phase == .dragging || physics.isMoving { return 1 }
        let idle = time - lastScrollActivity
        if idle <= Self.indicatorHold { return 1 }
        return max(0, 1 - (idle - Self.indicatorHold) / Self.indicatorFade)
    }

    /// Whether an indicator is still on screen, so the display link must keep ticking to fade
    /// it. With both indicators turned off (a page view controller's scroll view) nothing fades,
    /// and the frames of a hold and a fade would redraw an unchanged window for 0.75 s.
    func indicatorsVisible(at time: Double) -> Bool {
        (showsHorizontalScrollIndicator || showsVerticalScrollIndicator) && indicatorAlpha(at: time) > 0
    }

    /// Positions and fades the indicators for the current offset.
    func updateIndicators(at time: Double) {
        let alpha = indicatorAlpha(at: time)
        let showsHorizontal =
            showsHorizontalScrollIndicator && alpha > 0 && contentSize.width + contentInset.horizontal > bounds.width
        let showsVertical =
            showsVerticalScrollIndicator && alpha > 0 && contentSize.height + contentInset.vertical > bounds.height
        let margin = Self.indicatorMargin
        let thickness = Self.indicatorThickness
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        if showsVertical {
            let track = bounds.height - 2 * margin - (showsHorizontal ? thickness + margin : 0)
            let (start, length) = Self.indicatorSpan(
                axis: physics.vertical, content: contentSize.height + contentInset.vertical, track: track)
            let x = leftToRight ? bounds.maxX - margin - thickness : bounds.minX + margin
            let frame = Rect(x: x, y: bounds.minY + margin + start, width: thickness, height: length)
            verticalIndicator = showIndicator(verticalIndicator, frame: frame, alpha: alpha)
        } else {
            verticalIndicator?.isHidden = true
        }
        if showsHorizontal {
            let track = bounds.width - 2 * margin - (showsVertical ? thickness + margin : 0)
            let (start, length) = Self.indicatorSpan(
                axis: physics.horizontal, content: contentSize.width + contentInset.horizontal, track: track)
            let inset = leftToRight ? 0 : (showsVertical ? thickness + margin : 0)
            let frame = Rect(
                x: bounds.minX + margin + inset + start, y: bounds.maxY - margin - thickness, width: length,
                height: thickness)
            horizontalIndicator = showIndicator(horizontalIndicator, frame: frame, alpha: alpha)
        } else {
            horizontalIndicator?.isHidden = true
        }
    }

    /// Where the knob sits along a track: proportional to the visible fraction, at least
    /// ``indicatorMinimumLength`` long, shortened by overscroll as in iOS.
    static func indicatorSpan(axis: ScrollAxis, content: Double, track: Double) -> (start: Double, length: Double) {
        guard track > 0, content > 0 else { return (0, 0) }
        var length = min(track, max(indicatorMinimumLength, track * axis.viewport / content))
        length = max(2 * indicatorThickness, length - abs(axis.overscroll))
        let span = axis.range.upperBound - axis.range.lowerBound
        let progress = span > 0 ? min(max((axis.offset - axis.range.lowerBound) / span, 0), 1) : 0
        return ((track - length) * progress, length)
    }

    /// Creates the indicator on first use and keeps it above the content.
    private func showIndicator(_ existing: View?, frame: Rect, alpha: Double) -> View {
        let indicator: View
        if let existing {
            indicator = existing
        } else {
            indicator = View()
            indicator.isUserInteractionEnabled = false
            indicator.cornerRadius = Self.indicatorThickness / 2
        }
        indicator.backgroundColor = indicatorStyle.color
        indicator.frame = frame
        indicator.alpha = alpha
        indicator.isHidden = false
        let indicators = [horizontalIndicator, verticalIndicator, indicator].compactMap { $0 }
        let index = subviews.firstIndex { $0 === indicator }
        let coveredByContent =
            index.map { subviews[($0 + 1)...].contains { view in !indicators.contains { $0 === view } } } ?? true
        if coveredByContent { addSubview(indicator) }
        return indicator
    }
}
