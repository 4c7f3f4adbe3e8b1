package i18n

// The assets lookup's words (app/internal/assets: errors.go): why a folder
// is no assets folder, why a file of it cannot be used, and why a folder
// was tried or chosen. The system's own reasons stay as it gives them.
var (
	AssetsFolderMissing = def("assets.folder_missing", "the folder does not exist")
	AssetsNotAFolder    = def("assets.not_a_folder", "not a folder")
	AssetsFileMissing   = def("assets.file_missing", "%[1]s is missing")
	AssetsFileReason    = def("assets.file_reason", "%[1]s: %[2]s")
	AssetsNotRegular    = def("assets.not_regular", "not a regular file")
	AssetsTooLarge      = def("assets.too_large", "larger than %[1]d bytes")
	AssetsManifestPath  = def("assets.manifest_path", "%[1]s line %[2]d: %[3]s is not a relative path inside the folder")
	AssetsManifestEmpty = def("assets.manifest_empty", "%[1]s lists no files")
	AssetsEnvFolder     = def("assets.env_folder", "$%[1]s is %[2]s, which is not a Sudoku assets folder: %[3]s")
	AssetsNoFolder      = def("assets.no_folder", "no Sudoku assets folder found; set $%[1]s to the folder that holds %[2]s. Looked in:%[3]s")
	// One folder tried: the folder, why it was refused, why it was tried.
	AssetsTriedLine       = def("assets.tried_line", "%[1]s: %[2]s (tried as %[3]s)")
	AssetsImageMissing    = def("assets.image_missing", "image %[1]s is missing")
	AssetsImageReason     = def("assets.image_reason", "image %[1]s: %[2]s")
	AssetsImageUnreadable = def("assets.image_unreadable", "image %[1]s cannot be read: %[2]s")
	AssetsImageSize       = def("assets.image_size", "image %[1]s is %[2]d×%[3]d, expected %[4]d×%[5]d")
	AssetsImageTooLarge   = def("assets.image_too_large", "image %[1]s is %[2]d×%[3]d, larger than %[4]d×%[5]d")
	AssetsImageCorrupt    = def("assets.image_corrupt", "image %[1]s is corrupt: %[2]s")
	AssetsImageEmpty      = def("assets.image_empty", "image %[1]s is empty (%[2]d×%[3]d)")
	AssetsCollections     = def("assets.collections", "bundled collections: %[1]s")
	AssetsNoCollection    = def("assets.no_collection", "bundled collections: no .sdm file in %[1]s")
	AssetsCollection      = def("assets.collection", "bundled collection %[1]s: %[2]s")
	// Why a folder is tried, or was chosen (sudoku --assets says it).
	AssetsByEnv         = def("assets.by_env", "set by $%[1]s")
	AssetsByInstalled   = def("assets.by_installed", "the installed layout: ../share/sudoku beside the executable %[1]s")
	AssetsByExecutable  = def("assets.by_executable", "assets/ beside the executable %[1]s")
	AssetsBySourceBuild = def("assets.by_source_build", "a build in the source tree: ../assets beside the executable %[1]s")
	AssetsByWorkDir     = def("assets.by_workdir", "assets/ in the working directory")
	AssetsByDataDir     = def("assets.by_data_dir", "sudoku/ in the XDG data folder %[1]s")
	// The report on stderr (and the desktop's notification), and
	// sudoku --assets.
	AssetsReport       = def("assets.report", "sudoku: %[1]s")
	AssetsNoNotify     = def("assets.no_notify", "sudoku: the desktop notification could not be shown either: %[1]s")
	AssetsFolderError  = def("assets.folder_error", "sudoku: assets folder %[1]s (%[2]s): %[3]s")
	AssetsFound        = def("assets.found", "  found: %[1]s")
	AssetsImagesRead   = def("assets.images_read", "  images: %[1]d read")
	AssetsCollectionsL = def("assets.collections_line", "  collections: %[1]s")
)
