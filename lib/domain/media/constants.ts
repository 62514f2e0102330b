/**
 * The console's media store (issue 16 part 6: "images uploaded to a local media store
 * (MEDIA_DIR, served resized through next/image)"). Not in the spec; chosen in docs/adr/0037.
 */

/** A photo for a banner is a few hundred KB; anything far larger is a mistake. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** The image types accepted, by their file extension; recognised by their first bytes. */
export const MEDIA_EXTENSIONS = ["png", "jpg", "webp", "gif"] as const;

/** A stored file's name: 32 random hex characters and the type's extension. */
export const MEDIA_FILE_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** The path the files are served under. */
export const MEDIA_PATH = "/media";

export const MEDIA_ERROR_CODES = {
  NOT_AN_IMAGE: "MEDIA_NOT_AN_IMAGE",
  TOO_LARGE: "MEDIA_TOO_LARGE",
} as const;
