/// Which page plays which part in a curl turn (see ``PageCurlFrame``), from the resting
/// pages, the sheet the turn brings and its direction.
///
/// - One page, forward: the current page turns; under it lies the new page; a
///   double-sided sheet shows the first sheet page on its back.
/// - One page, reverse: the incoming page turns back in over the current page (its back,
///   when double-sided, is the second sheet page).
/// - Spread, forward: the right page turns, showing the new left page on its back and
///   revealing the new right page; the left page stays.
/// - Spread, reverse: the left page turns, showing the new right page on its back and
///   revealing the new left page; the right page stays.
struct PageCurlRoles<Page: AnyObject> {
    var turning: Page
    var back: Page?
    var underneath: Page?
    var stationary: Page?

    init?(current: [Page], sheet: [Page], step: PageStep, isDoubleSided: Bool) {
        guard let first = current.first, let last = current.last, let sheetFirst = sheet.first,
            let sheetLast = sheet.last
        else { return nil }
        if current.count == 2 {
            guard sheet.count == 2 else { return nil }
            if step == .forward {
                (turning, back, underneath, stationary) = (last, sheetFirst, sheetLast, first)
            } else {
                (turning, back, underneath, stationary) = (first, sheetLast, sheetFirst, last)
            }
        } else if step == .forward {
            (turning, back, underneath, stationary) = (first, isDoubleSided ? sheetFirst : nil, sheetLast, nil)
        } else {
            (turning, back, underneath, stationary) = (sheetFirst, isDoubleSided ? sheetLast : nil, first, nil)
        }
    }
}
