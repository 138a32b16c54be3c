extension EPUBStyleSheet {
    /// What the rules that apply to an element set, property by property. Nil leaves the
    /// inherited (or initial) value.
    struct Declarations: Equatable, Sendable {
        /// CSS `display`, as far as the reader lays it out.
        enum Display: Equatable, Sendable {
            case none, block, inline
        }

        /// CSS `font-size`, before the parent's size is known.
        enum FontSize: Equatable, Sendable {
            /// A multiple of the parent's size (`1.2em`, `120%`, `larger`).
            case ofParent(Double)
            /// A multiple of the reader's text size (`medium` is 1, `large` 1.2…).
            case ofReader(Double)
            /// Absolute CSS pixels (`12px`, `9pt`), read against the book's own body size.
            case pixels(Double)
        }

        enum VerticalAlign: Equatable, Sendable {
            case baseline, sub, `super`
        }

        var italic: Bool?
        var bold: Bool?
        var monospace: Bool?
        var alignment: RichAlignment?
        var display: Display?
        /// `list-style-type` (or the type in `list-style`): how list items are marked.
        var listStyle: ListStyle?
        var fontSize: FontSize?
        var textIndent: CSSLength?
        var marginTop: CSSLength?
        var marginBottom: CSSLength?
        var marginLeft: CSSLength?
        /// `page-break-before: always` or `break-before: page` (and the like).
        var breakBefore: Bool?
        var breakAfter: Bool?
        var verticalAlign: VerticalAlign?

        /// `display: none`: the element and its contents are not shown.
        var isHidden: Bool? { display.map { $0 == .none } }

        /// Takes every property `other` sets.
        mutating func merge(_ other: Declarations) {
            italic = other.italic ?? italic
            bold = other.bold ?? bold
            monospace = other.monospace ?? monospace
            alignment = other.alignment ?? alignment
            display = other.display ?? display
            listStyle = other.listStyle ?? listStyle
            fontSize = other.fontSize ?? fontSize
            textIndent = other.textIndent ?? textIndent
            marginTop = other.marginTop ?? marginTop
            marginBottom = other.marginBottom ?? marginBottom
            marginLeft = other.marginLeft ?? marginLeft
            breakBefore = other.breakBefore ?? breakBefore
            breakAfter = other.breakAfter ?? breakAfter
            verticalAlign = other.verticalAlign ?? verticalAlign
        }

        /// Reads one declaration; a property the reader does not use, or a value it cannot
        /// read, changes nothing (CSS drops an invalid declaration, not its rule).
        mutating func read(_ declaration: CSSParser.Declaration) {
            let value = declaration.value.lowercased()
            switch declaration.property {
            case "font-style": italic = value == "italic" || value == "oblique"
            case "font-weight": bold = Self.isBold(value) ?? bold
            case "font-family": monospace = value.contains("monospace") || value.contains("courier")
            case "font-size": fontSize = Self.fontSize(value) ?? fontSize
            case "text-align": alignment = Self.alignment(value) ?? alignment
            case "text-indent": textIndent = CSSLength(value) ?? textIndent
            case "display": display = Self.display(value) ?? display
            case "list-style-type": listStyle = ListStyle(value) ?? listStyle
            case "list-style":
                // The shorthand's type is whichever of its words names one.
                for word in value.split(whereSeparator: \.isWhitespace) {
                    if let style = ListStyle(String(word)) { listStyle = style }
                }
            case "margin-top": marginTop = CSSLength(value) ?? marginTop
            case "margin-bottom": marginBottom = CSSLength(value) ?? marginBottom
            case "margin-left", "margin-inline-start": marginLeft = CSSLength(value) ?? marginLeft
            case "margin": readMarginShorthand(value)
            case "page-break-before", "break-before": breakBefore = Self.breaksPage(value) ?? breakBefore
            case "page-break-after", "break-after": breakAfter = Self.breaksPage(value) ?? breakAfter
            case "vertical-align": verticalAlign = Self.verticalAlign(value) ?? verticalAlign
            default: break
            }
        }

        /// `margin: 1em 0 0.5em 2em`: one to four lengths, top first, clockwise.
        private mutating func readMarginShorthand(_ value: String) {
            let lengths = value.split(whereSeparator: \.isWhitespace).map { CSSLength(String($0)) }
            guard (1...4).contains(lengths.count) else { return }
            // `auto` (centring a block) reads as no margin on that side.
            func side(_ index: Int) -> CSSLength { lengths[index] ?? .pixels(0) }
            marginTop = side(0)
            marginBottom = side(lengths.count >= 3 ? 2 : 0)
            marginLeft = side(lengths.count == 4 ? 3 : lengths.count >= 2 ? 1 : 0)
        }

        private static func isBold(_ value: String) -> Bool? {
            switch value {
            case "bold", "bolder": true
            case "normal", "lighter": false
            default: Int(value).map { $0 >= 600 }
            }
        }

        private static let keywordSizes: [String: Double] = [
            "xx-small": 0.6, "x-small": 0.75, "small": 0.89, "medium": 1, "large": 1.2, "x-large": 1.5,
            "xx-large": 2, "xxx-large": 3,
        ]

        static func fontSize(_ value: String) -> FontSize? {
            if let keyword = keywordSizes[value] { return .ofReader(keyword) }
            switch value {
            case "smaller": return .ofParent(1 / 1.2)
            case "larger": return .ofParent(1.2)
            default: break
            }
            switch CSSLength(value) {
            case .em(let ems)?: return ems > 0 ? .ofParent(ems) : nil
            case .percent(let percent)?: return percent > 0 ? .ofParent(percent / 100) : nil
            case .pixels(let pixels)?: return pixels > 0 ? .pixels(pixels) : nil
            case nil: return nil
            }
        }

        static func alignment(_ value: String) -> RichAlignment? {
            switch value {
            case "center", "-webkit-center": .center
            case "right", "end": .right
            case "left", "start": .left
            case "justify": .justified
            default: nil
            }
        }

        private static func display(_ value: String) -> Display? {
            switch value {
            case "none": Display.none
            // An inline block (pandoc's columns) stays a block: the reader sets no boxes side by side.
            case "inline": .inline
            case "block", "list-item", "table", "flex", "grid", "flow-root": .block
            default: nil
            }
        }

        private static func breaksPage(_ value: String) -> Bool? {
            switch value {
            case "always", "page", "left", "right", "recto", "verso": true
            case "auto", "avoid", "avoid-page": false
            default: nil
            }
        }

        private static func verticalAlign(_ value: String) -> VerticalAlign? {
            switch value {
            case "sub": .sub
            case "super": .super
            case "baseline": .baseline
            default: nil
            }
        }
    }
}
