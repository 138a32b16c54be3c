/// One call, with what answering it needs.
struct MethodCall {
    var method: String
    var arguments: OpaquePointer?
    var node: AccessibleNode
    var snapshot: AccessibleSnapshot
    var busName: String
}
