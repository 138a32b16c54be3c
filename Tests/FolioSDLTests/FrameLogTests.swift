import Foundation
import Testing

@testable import FolioSDL

@Suite struct FrameLogTests {
    private func temporaryPath() -> String {
        NSTemporaryDirectory() + "folio-frame-log-\(UUID().uuidString).csv"
    }

    @Test func eachPresentedFrameIsOneLineOfMicrosecondsSinceTheOrigin() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try FrameLog(path: path, origin: 100)
        log.write(
            FrameTimestamps(
                input: 100.25, layout: 100.5, render: 100.501, upload: 100.503, presentStart: 100.5035,
                present: 100.504,
                scale: 2))
        #expect(log.lastLine == "1,250000,500000,501000,503000,503500,504000,2.00,\n")
        log.write(
            FrameTimestamps(input: nil, layout: 99.999_999, render: 101, upload: 101, present: 101.0000004, scale: 1.5))
        // Without a present start, the upload counts as instantaneous.
        #expect(log.lastLine == "2,,-1,1000000,1000000,1000000,1000000,1.50,\n")
        // A frame after an idle spell says when the loop woke for it.
        log.write(
            FrameTimestamps(
                input: nil, woken: 101.2, layout: 101.2001, render: 101.201, upload: 101.202, present: 101.203, scale: 1
            ))
        #expect(log.lastLine == "3,,1200100,1201000,1202000,1202000,1203000,1.00,1200000\n")
        log.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.dropFirst().first.map { "\($0)\n" } == FrameLog.header)
    }

    @Test func theFirstLineSaysWhenTheLogOpenedOnTheMonotonicClock() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try FrameLog(path: path, origin: 0, monotonicOrigin: 24_553_065_781)
        log.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "# clock_monotonic_us=24553065781\n" + FrameLog.header)
    }

    @Test func aFolderThatCannotBeWrittenIsAOneLineError() {
        #expect(throws: SDLHostError.self) {
            _ = try FrameLog(path: "/nonexistent-folder/frames.csv", origin: 0)
        }
    }
}
