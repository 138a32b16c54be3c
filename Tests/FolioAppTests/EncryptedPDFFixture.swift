import Foundation

/// A minimal PDF protected by the standard security handler with a user password.
///
/// Its `/U` entry does not match the empty password, so a reader must ask for one; poppler
/// reports it as encrypted. The page content is irrelevant because it is never decrypted.
enum EncryptedPDFFixture {
    static func data() -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
            "<< /Filter /Standard /V 1 /R 2 /O <\(String(repeating: "11", count: 32))> "
                + "/U <\(String(repeating: "22", count: 32))> /P -4 >>",
        ]
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            pdf += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        let id = "<00112233445566778899aabbccddeeff>"
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Encrypt 4 0 R /ID [\(id) \(id)] >>\n"
        pdf += "startxref\n\(xref)\n%%EOF\n"
        return Data(pdf.utf8)
    }
}
