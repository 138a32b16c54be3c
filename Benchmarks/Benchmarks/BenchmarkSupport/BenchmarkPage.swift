/// The opaque "page" the compositor scenes and the pixman references draw: a gradient with
/// 24-pixel stripes, so resampling has real work and nothing is uniform. Both draw the same
/// pixels, so their times compare.
public func benchmarkPagePixel(x: Int, y: Int, width: Int, height: Int) -> UInt32 {
    let r = UInt32(x * 255 / width)
    let g = UInt32(y * 255 / height)
    let b: UInt32 = (x / 24 + y / 24) % 2 == 0 ? 0xE0 : 0x40
    return 0xFF00_0000 | r << 16 | g << 8 | b
}
