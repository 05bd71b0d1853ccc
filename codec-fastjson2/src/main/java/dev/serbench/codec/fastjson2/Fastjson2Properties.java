package dev.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSONWriter;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.TimePrecision;

/** What the two fastjson2 rows have in common: the library and how it reaches the records. */
final class Fastjson2Properties {

  static final String LIBRARY = "com.alibaba.fastjson2:fastjson2";

  /**
   * Lifts fastjson2's default 64 MiB limit on an output (gpb-complex-list-10 is 270 MB of JSON), as the
   * library's error message advises; it changes no byte of the output.
   */
  static final JSONWriter.Feature LARGE = JSONWriter.Feature.LargeObject;

  private Fastjson2Properties() {}

  /** Properties shared by both rows; each row adds its format, encoding and notes. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, LIBRARY)
        .schemaRequired(false)
        // fastjson2 generates reader and writer classes at run time (ASM) for each record type.
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .timestampPrecision(TimePrecision.NANOS)
        // JSON.toJSONBytes and JSONB.toBytes recycle fastjson2's own internal buffers (a per-thread
        // cache); serbench reuses nothing of its own.
        .reusesBuffers(false);
  }
}
