package dev.serbench.codec.protobuf;

import com.google.protobuf.RuntimeVersion;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;

/** What the two protobuf rows have in common: the library and how it is used. */
final class ProtobufProperties {

  static final String LIBRARY = "com.google.protobuf:protobuf-java";

  private ProtobufProperties() {}

  /** Properties shared by both rows; each row adds its notes and variants. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, LIBRARY)
        .libraryVersion(runtimeVersion())
        .format("Protocol Buffers")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("google.protobuf.Timestamp {seconds int64, nanos int32}")
        // toByteArray() allocates an exactly sized array per call: the documented public path.
        .reusesBuffers(false);
  }

  /**
   * The protobuf-java version on the classpath. Its jar carries no Maven pom.properties, so it is read
   * from {@link RuntimeVersion}, reflectively because javac would inline the constants at build time.
   */
  private static String runtimeVersion() {
    try {
      Class<?> version = RuntimeVersion.class;
      return version.getField("MAJOR").getInt(null) + "." + version.getField("MINOR").getInt(null) + "."
          + version.getField("PATCH").getInt(null) + version.getField("SUFFIX").get(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read the version of " + LIBRARY + " from " + RuntimeVersion.class.getName(), e);
    }
  }
}
