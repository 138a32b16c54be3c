/// A geometric deformation applied to a layer's rendered content instead of its plain quad.
public enum LayerDeformation {
    /// Draw the content as a textured triangle mesh.
    case mesh(LayerMesh)
    /// Draw the content as a sheet of paper curling over a cylinder (the page-curl
    /// transition), with its back, shading and the shadows it casts on what is beneath.
    case pageCurl(PageCurl)
}
