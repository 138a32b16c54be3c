internal import CGio

/// The Action and Value interfaces: what a screen reader can do to an object. Both answer
/// at once and leave the work to the main thread, in order.
extension AtspiServer {
    func replyAction(_ call: MethodCall) throws(CallError) -> OpaquePointer {
        let actions = call.node.actions
        if call.method == "GetActions" {
            let rows = actions.map { action in
                GVariantValue.tuple([
                    GVariantValue.string(action.rawValue), GVariantValue.string(action.rawValue),
                    GVariantValue.string(""),
                ])
            }
            return GVariantValue.tuple([GVariantValue.array(of: "(sss)", rows)])
        }
        let index = Int(GVariantValue.int32(call.arguments, at: 0))
        let action = actions.indices.contains(index) ? actions[index] : nil
        switch call.method {
        case "GetName", "GetLocalizedName", "GetDescription":
            return GVariantValue.tuple([GVariantValue.string(action?.rawValue ?? "")])
        case "GetKeyBinding":
            return GVariantValue.tuple([GVariantValue.string("")])
        case "DoAction":
            if let action { enqueue(.perform(action, id: call.node.id)) }
            return GVariantValue.tuple([GVariantValue.boolean(action != nil)])
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    func valueProperty(_ name: String, node: AccessibleNode) -> OpaquePointer? {
        guard let value = node.value else { return nil }
        switch name {
        case "MinimumValue": return GVariantValue.double(value.minimum)
        case "MaximumValue": return GVariantValue.double(value.maximum)
        case "MinimumIncrement": return GVariantValue.double(1)
        case "CurrentValue": return GVariantValue.double(value.current)
        case "Text": return GVariantValue.string(value.text)
        default: return nil
        }
    }
}
