package dev.serbench.codec.fastjson2;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Encoding;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;

/** {@code fastjson2-jsonb}: fastjson2's binary JSONB ({@code JSONB.toBytes} / {@code JSONB.parseObject}). */
public final class Fastjson2JsonbCodec extends AbstractCodec {

  /** Why the maps family is declined (seen in validation: the decoded keys are Strings). */
  static final String LONG_KEYS = "fastjson2 JSONB writes Map<Long, Double> keys as strings and reads them back"
      + " as String keys, not as the declared Long keys";

  public Fastjson2JsonbCodec() {
    super(Fastjson2Properties.builder("fastjson2-jsonb")
        .format("fastjson2 JSONB")
        .encoding(Encoding.BINARY)
        // JSONB has no maintained reader outside fastjson2 (Java).
        .crossLanguage(false)
        .timestamps("JSONB timestamp (0xAE, seconds int64, nanos int32)")
        .notes("JSONB.toBytes(value, LargeObject) (outputs over 64 MiB) and JSONB.parseObject(bytes, type),"
            + " otherwise default features: field names written in full (no symbol table, no BeanToArray),"
            + " Instants as JSONB timestamps (seconds and nanoseconds), byte[] as JSONB binary. Declines the maps"
            + " family: " + LONG_KEYS + ".")
        .build());
    decline(NumberMap.class, LONG_KEYS);
    decline(NumberMapList.class, LONG_KEYS);
    bindEveryModel(JsonbBinding::new);
  }
}
