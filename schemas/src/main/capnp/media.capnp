# eishay/jvm-serializers' MediaContent with its Media and Images.
@0x93e88f5e010aab32;

using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("MediaCapnp");

# The optional title is a null pointer when absent; a present "" is an empty Text and reads back as "".
struct Image {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  size @4 :Size;

  enum Size {
    small @0;
    large @1;
  }
}

# Optional title and copyright are null pointers when absent.
struct Media {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  format @4 :Text;
  duration @5 :Int64;
  # Milliseconds.
  size @6 :Int64;
  bitrate @7 :Int32;
  hasBitrate @8 :Bool;
  # Cap'n Proto has no optional scalars outside unions: hasBitrate says whether bitrate is present
  # (false: the model's null; bitrate is then 0 and means nothing).
  persons @9 :List(Text);
  player @10 :Player;
  copyright @11 :Text;

  enum Player {
    java @0;
    flash @1;
  }
}

struct MediaContent {
  media @0 :Media;
  images @1 :List(Image);
}
