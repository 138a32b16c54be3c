internal import CGio

/// The Accessible and Application interfaces: the tree, names, roles and states.
extension AtspiServer {
    func replyAccessible(_ call: MethodCall) throws(CallError) -> OpaquePointer {
        let node = call.node
        let value: OpaquePointer
        switch call.method {
        case "GetChildAtIndex":
            let index = Int(GVariantValue.int32(call.arguments, at: 0))
            let child = node.children.indices.contains(index) ? node.children[index] : nil
            value = reference(child, busName: call.busName)
        case "GetChildren":
            value = GVariantValue.array(of: "(so)", node.children.map { reference($0, busName: call.busName) })
        case "GetIndexInParent":
            let siblings = node.parent.flatMap { call.snapshot.nodes[$0]?.children } ?? []
            value = GVariantValue.int32(Int32(siblings.firstIndex(of: node.id) ?? (node.parent == nil ? 0 : -1)))
        case "GetRelationSet":
            value = relationSet(of: node, snapshot: call.snapshot, busName: call.busName)
        case "GetRole":
            value = GVariantValue.uint32(node.role.rawValue)
        case "GetRoleName", "GetLocalizedRoleName":
            value = GVariantValue.string(node.role.name)
        case "GetState":
            value = GVariantValue.array(of: "u", node.states.words.map(GVariantValue.uint32))
        case "GetAttributes":
            value = GVariantValue.stringDictionary(
                node.id == AccessibleSnapshot.applicationID ? [] : [("toolkit", "Folio")])
        case "GetApplication":
            value = reference(AccessibleSnapshot.applicationID, busName: call.busName)
        case "GetInterfaces":
            value = GVariantValue.array(of: "s", node.interfaces.map(GVariantValue.string))
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
        return GVariantValue.tuple([value])
    }

    func accessibleProperty(_ name: String, node: AccessibleNode, state: State) -> OpaquePointer? {
        switch name {
        case "Name": return GVariantValue.string(node.name)
        case "Description", "HelpText": return GVariantValue.string(node.description)
        case "Parent":
            if let parent = node.parent { return reference(parent, busName: state.busName) }
            guard let desktop = state.desktop else { return reference(nil, busName: state.busName) }
            return GVariantValue.reference(busName: desktop.busName, path: desktop.path)
        case "ChildCount": return GVariantValue.int32(Int32(node.children.count))
        case "Locale": return GVariantValue.string(Self.locale)
        case "AccessibleId":
            return GVariantValue.string(node.id == AccessibleSnapshot.applicationID ? "" : "\(node.id)")
        default: return nil
        }
    }

    func replyApplication(_ call: MethodCall) throws(CallError) -> OpaquePointer {
        switch call.method {
        case "GetLocale": return GVariantValue.tuple([GVariantValue.string(Self.locale)])
        case "GetApplicationBusAddress": return GVariantValue.tuple([GVariantValue.string("")])
        default:
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    func applicationProperty(_ name: String, state: State) -> OpaquePointer? {
        switch name {
        case "ToolkitName": return GVariantValue.string("Folio")
        case "Version": return GVariantValue.string("1")
        case "AtspiVersion": return GVariantValue.string("2.1")
        case "Id": return GVariantValue.int32(state.applicationID)
        default: return nil
        }
    }

    /// The interface's language: English, which is what Folio's labels are written in.
    static let locale = "en_US.UTF-8"
}
