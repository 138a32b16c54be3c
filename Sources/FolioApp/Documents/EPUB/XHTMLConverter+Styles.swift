extension XHTMLConverter {
    /// Style sheet lookups already made for this chapter, and the rules they examined.
    final class StyleLookups {
        var known: [String: EPUBStyleSheet.Declarations] = [:]
        var examined = 0
    }

    /// The most style sheet rules examined for one chapter. Past it the sheet is ignored
    /// for the rest of the chapter: 5,000 rules of one class and 200,000 elements with
    /// distinct class lists (1 MB of EPUB) took 33 s without it. Real books examine a few
    /// thousand.
    static let maximumRulesExamined = 10_000_000

    /// The cascaded declarations of `element` (its `style` attribute included), memoized by
    /// name, classes and id when the sheet has no rule that looks at ancestors or attributes,
    /// since a chapter repeats a few of them thousands of times.
    private func sheetDeclarations(for element: CSSElement, _ markup: MarkupElement, ancestors: CSSAncestors?)
        -> EPUBStyleSheet.Declarations
    {
        let style = markup[attribute: "style"]
        let key =
            style == nil && !styleSheet.dependsOnContext
            ? element.name + " " + (markup[attribute: "class"] ?? "") + "#" + (element.id ?? "") : nil
        if let key, let known = lookups.known[key] { return known }
        guard lookups.examined < Self.maximumRulesExamined else {
            return style.map(EPUBStyleSheet.parseDeclarations) ?? EPUBStyleSheet.Declarations()
        }
        let declared = styleSheet.declarations(
            for: element, ancestors: ancestors, style: style, examined: &lookups.examined)
        if let key, lookups.known.count < 100_000 { lookups.known[key] = declared }
        return declared
    }

    /// The context inside `element`: HTML's meaning of the element, then (with publisher
    /// styles on) the cascaded CSS, inheriting what CSS inherits from `parent`.
    func contextFor(_ element: MarkupElement, in parent: Context) -> Context {
        var context = parent
        context.own = EPUBStyleSheet.Declarations()
        switch element.name {
        case "em", "i", "cite", "dfn", "var": context.style.insert(.emphasis)
        case "strong", "b", "th": context.style.insert(.strong)
        case "code", "kbd", "samp", "tt": context.style.insert(.code)
        case "s", "strike", "del": context.style.insert(.strikethrough)
        case "u", "ins": context.style.insert(.underline)
        case "sup": context.style.insert(.superscript)
        case "sub": context.style.insert(.subscript)
        case "a":
            if let href = element[attribute: "href"] { context.link = resolvedLink(href) }
        case "center": context.alignment = .center
        case "pre": context.preformatted = true
        case "nav": context.inNav = true
        case "h1", "h2", "h3", "h4", "h5", "h6":
            // Sizes inside a heading are relative to the heading's own (the reader's) size.
            let level = Int(element.name.dropFirst()) ?? 1
            context.fontScale *= TextPageLayout.headingScales[min(max(level, 1), 6) - 1]
        default: break
        }
        if let align = element[attribute: "align"] {
            context.alignment = EPUBStyleSheet.Declarations.alignment(align.lowercased()) ?? context.alignment
        }
        if element[attribute: "hidden"] != nil { context.isHidden = true }
        guard usesPublisherStyles else { return context }
        let cssElement = CSSElement(element)
        let declared = sheetDeclarations(for: cssElement, element, ancestors: parent.ancestors)
        apply(declared, to: &context, parent: parent, isRoot: element.name == "body" || element.name == "html")
        // A list's left margin or padding is where its markers go, which the typesetter's
        // own list indent already stands for.
        if element.name == "ul" || element.name == "ol" { context.indent = parent.indent }
        if styleSheet.dependsOnContext { context.ancestors = CSSAncestors(cssElement, parent: parent.ancestors) }
        return context
    }

    private func apply(
        _ declared: EPUBStyleSheet.Declarations, to context: inout Context, parent: Context, isRoot: Bool
    ) {
        var declared = declared
        if isRoot {
            // The body's margins are the page's, which the reader sets (pandoc's sheet has
            // `body { margin: 5% }`); its breaks and display mean nothing for a chapter.
            declared.marginTop = nil
            declared.marginBottom = nil
            declared.marginLeft = nil
            declared.breakBefore = nil
            declared.breakAfter = nil
            declared.display = nil
        }
        context.own = declared
        if let italic = declared.italic { context.style.set(.emphasis, italic) }
        if let bold = declared.bold { context.style.set(.strong, bold) }
        if declared.monospace == true { context.style.insert(.code) }
        if let alignment = declared.alignment { context.alignment = alignment }
        if declared.isHidden == true { context.isHidden = true }
        if let listStyle = declared.listStyle { context.listStyle = listStyle }
        switch declared.verticalAlign {
        case .sub?:
            context.style.remove(.superscript)
            context.style.insert(.subscript)
        case .super?:
            context.style.remove(.subscript)
            context.style.insert(.superscript)
        case .baseline?: context.style.subtract([.subscript, .superscript])
        case nil: break
        }
        switch declared.fontSize {
        case .pixels(let pixels)? where isRoot:
            // The book's body size is the reader's size: a 12 px book reads at the user's size.
            context.basePixels = min(max(pixels, 4), 72)
        case .pixels(let pixels)?:
            context.fontScale = pixels / context.basePixels
            context.hasFontSize = true
        case .ofReader(let scale)?:
            context.fontScale = scale
            context.hasFontSize = true
        case .ofParent(let factor)?:
            context.fontScale = parent.fontScale * factor
            context.hasFontSize = true
        case nil: break
        }
        context.fontScale = min(max(context.fontScale, 0.1), 10)
        if let indent = declared.textIndent { context.textIndent = readerEms(indent, context) }
        if let margin = declared.marginLeft {
            context.indent = min(max(context.indent + readerEms(margin, context), 0), RichBlockStyle.maximumIndent)
        }
    }

    /// `length` on an element of `context`, in multiples of the reader's text size (a
    /// percentage of a line of about 36 reader ems, the measure the reader sets).
    func readerEms(_ length: CSSLength, _ context: Context) -> Double {
        let ems = length.ems(fontPixels: context.basePixels * context.fontScale, lineEms: 36 / context.fontScale)
        return ems * context.fontScale
    }

    /// The block style of text set in `context`; nil with publisher styles off or when it
    /// keeps every reader default.
    func blockStyle(_ context: Context) -> RichBlockStyle? {
        guard usesPublisherStyles else { return nil }
        var style = RichBlockStyle()
        if context.hasFontSize { style.fontScale = context.fontScale }
        style.indent = context.indent
        style.firstLineIndent = max(context.textIndent, 0)
        return style == RichBlockStyle() ? nil : style
    }
}

extension RichInlineStyle {
    fileprivate mutating func set(_ member: RichInlineStyle, _ on: Bool) {
        if on { insert(member) } else { remove(member) }
    }
}
