package dev.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Encoding;

/**
 * {@code fastjson2}: fastjson2's JSON ({@code JSON.toJSONBytes} / {@code JSON.parseObject(bytes, type)}) on
 * the canonical records, with the features that give json-jackson's JSON shape.
 */
public final class Fastjson2Codec extends AbstractCodec {

  /**
   * json-jackson's shape: absent optionals written as {@code null}, {@code Map<Long, Double>} keys as JSON
   * strings (fastjson2 would otherwise write bare numbers, which is not JSON) and {@code byte[]} as base64;
   * and {@link Fastjson2Properties#LARGE}.
   */
  static final JSONWriter.Feature[] WRITE = {
      JSONWriter.Feature.WriteNulls, JSONWriter.Feature.WriteNonStringKeyAsString,
      JSONWriter.Feature.WriteByteArrayAsBase64, Fastjson2Properties.LARGE};

  /**
   * The reading side of {@link #WRITE}: a JSON string read into a {@code byte[]} is base64. In fastjson2 2.0.64
   * this fails ("invalid base64 string") when a string with an escape follows later in the document; no
   * dataset has one.
   */
  static final JSONReader.Feature[] READ = {JSONReader.Feature.Base64StringAsByteArray};

  public Fastjson2Codec() {
    super(Fastjson2Properties.builder("fastjson2")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .crossLanguage(true)
        .timestamps("ISO-8601 string (fastjson2's default Instant writer)")
        .notes("JSON.toJSONBytes(value, features) and JSON.parseObject(bytes, type, features) on the records, with"
            + " WriteNulls, WriteNonStringKeyAsString, WriteByteArrayAsBase64 and Base64StringAsByteArray for"
            + " json-jackson's shape and LargeObject (outputs over 64 MiB); Instants are fastjson2's default"
            + " ISO-8601 strings; fields are written in fastjson2's alphabetical order.")
        .build());
    // fastjson2 caches the reader and writer it generates per type in its default providers.
    bindEveryModel(Fastjson2Binding::new);
  }
}
