internal import CGio

/// The Text interface: a page's text for a screen reader's say-all, by ranges.
extension AtspiServer {
    func replyText(_ call: MethodCall) throws(CallError) -> OpaquePointer {
        guard let content = call.node.text else {
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "no text here")
        }
        let text = AccessibleText(content)
        let arguments = call.arguments
        let offset = Int(GVariantValue.int32(arguments, at: 0))
        switch call.method {
        case "GetText":
            let end = Int(GVariantValue.int32(arguments, at: 1))
            return GVariantValue.tuple([GVariantValue.string(text.substring(from: offset, to: end))])
        case "SetCaretOffset":
            let caret = Int32(min(max(offset, 0), text.count))
            state.withLock { $0.carets[call.node.id] = caret }
            enqueue(.moveCaret(caret, id: call.node.id))
            noteReading(text, at: Int(caret), in: call.node)
            return GVariantValue.tuple([GVariantValue.boolean(true)])
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let unit = AccessibleText.Unit(boundary: GVariantValue.uint32(arguments, at: 1))
            let range = answeredRange(text, unit: unit, at: offset, method: call.method)
            if call.method != "GetTextBeforeOffset" {
                noteReading(text, at: offset, in: call.node)
                noteRangeRead(range, of: text, in: call.node)
            }
            return rangeReply(text, range)
        case "GetStringAtOffset":
            let unit = AccessibleText.Unit(granularity: GVariantValue.uint32(arguments, at: 1))
            noteReading(text, at: offset, in: call.node)
            return rangeReply(text, answeredRange(text, unit: unit, at: offset, method: call.method))
        case "GetCharacterAtOffset":
            let scalar = text.scalars.indices.contains(offset) ? Int32(bitPattern: text.scalars[offset].value) : 0
            return GVariantValue.tuple([GVariantValue.int32(scalar)])
        case "GetAttributes":
            let whole = [GVariantValue.int32(0), GVariantValue.int32(Int32(text.count))]
            return GVariantValue.tuple([GVariantValue.stringDictionary([])] + whole)
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return GVariantValue.tuple([GVariantValue.stringDictionary([])])
        case "GetNSelections":
            return GVariantValue.tuple([GVariantValue.int32(0)])
        case "GetCharacterExtents", "GetRangeExtents", "GetOffsetAtPoint":
            return textGeometryReply(call, count: text.count)
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    /// A say-all reads a page by asking for the text after each piece it spoke and moving the
    /// caret along: once it asks at the end of a page whose reading turns it, the page turns.
    private func noteReading(_ text: AccessibleText, at offset: Int, in node: AccessibleNode) {
        guard node.turnsPageAtEnd, text.count > 0, offset >= text.count else { return }
        enqueue(.readToEnd(id: node.id))
    }

    /// The range a range method answers: the unit at `offset`, or the one before or after it.
    private func answeredRange(_ text: AccessibleText, unit: AccessibleText.Unit, at offset: Int, method: String)
        -> Range<Int>
    {
        let range = text.range(of: unit, at: offset)
        if method == "GetTextBeforeOffset" {
            return range.lowerBound > 0 ? text.range(of: unit, at: range.lowerBound - 1) : 0..<0
        } else if method == "GetTextAfterOffset" {
            return text.range(of: unit, at: range.upperBound)
        }
        return range
    }

    /// A range method's reply: the text of `range`, its start and its end.
    private func rangeReply(_ text: AccessibleText, _ range: Range<Int>) -> OpaquePointer {
        GVariantValue.tuple([
            GVariantValue.string(text.substring(from: range.lowerBound, to: range.upperBound)),
            GVariantValue.int32(Int32(range.lowerBound)), GVariantValue.int32(Int32(range.upperBound)),
        ])
    }

    func textProperty(_ name: String, node: AccessibleNode, caret: Int32) -> OpaquePointer? {
        guard let content = node.text else { return nil }
        switch name {
        case "CharacterCount": return GVariantValue.int32(Int32(clamping: content.unicodeScalars.count))
        case "CaretOffset": return GVariantValue.int32(caret)
        default: return nil
        }
    }
}
