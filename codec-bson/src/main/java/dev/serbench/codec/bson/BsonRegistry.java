package dev.serbench.codec.bson;

import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.MapCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.record.RecordCodecProvider;

/** The CodecRegistry under which the canonical records round-trip exactly. */
final class BsonRegistry {

  private BsonRegistry() {}

  /**
   * The driver's own providers (values, collections, string-keyed maps, enums by name, records), with
   * two codecs of serbench's first, for what BSON has no exact type for: {@link InstantCodec} (BSON's
   * datetime holds milliseconds) and {@link LongKeyMapCodecProvider} (BSON document keys are strings).
   */
  static CodecRegistry forModel() {
    return CodecRegistries.fromProviders(
        CodecRegistries.fromCodecs(new InstantCodec()),
        new LongKeyMapCodecProvider(),
        new ValueCodecProvider(),
        new CollectionCodecProvider(),
        new MapCodecProvider(),
        new EnumCodecProvider(),
        new RecordCodecProvider());
  }
}
