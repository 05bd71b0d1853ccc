// eishay/jvm-serializers' MediaContent, Media and Image.
namespace java dev.serbench.schemas.thrift

// Thrift enums are top-level (no nesting in a struct), written as i32.
enum Player {
  JAVA = 0
  FLASH = 1
}

enum Size {
  SMALL = 0
  LARGE = 1
}

// Optional values (title, bitrate, copyright) are unset when absent.
struct MediaThrift {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: string format
  6: i64 duration
  7: i64 size
  8: optional i32 bitrate
  9: list<string> persons
  10: Player player
  11: optional string copyright
}

struct ImageThrift {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: Size size
}

struct MediaContentThrift {
  1: MediaThrift media
  2: list<ImageThrift> images
}
