package dev.serbench.codec.bson;

import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codecs for {@code Map<Long, V>}: an embedded document keyed by the decimal text of each key (BSON keys
 * are strings, and the driver's MapCodec takes String keys only), as Jackson writes such maps to JSON.
 */
final class LongKeyMapCodecProvider implements CodecProvider {

  @Override
  public <T> Codec<T> get(Class<T> type, CodecRegistry registry) {
    return null; // a raw Map says nothing about its keys: the driver's MapCodecProvider takes it
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public <T> Codec<T> get(Class<T> type, List<Type> typeArguments, CodecRegistry registry) {
    if (!Map.class.isAssignableFrom(type) || typeArguments.size() != 2 || typeArguments.get(0) != Long.class
        || !(typeArguments.get(1) instanceof Class<?> valueType)) {
      return null;
    }
    return (Codec<T>) new LongKeyMapCodec(registry.get(valueType));
  }

  private static final class LongKeyMapCodec<V> implements Codec<Map<Long, V>> {

    private final Codec<V> values;

    LongKeyMapCodec(Codec<V> values) {
      this.values = values;
    }

    @Override
    public void encode(BsonWriter writer, Map<Long, V> map, EncoderContext context) {
      writer.writeStartDocument();
      for (Map.Entry<Long, V> entry : map.entrySet()) {
        writer.writeName(Long.toString(entry.getKey()));
        if (entry.getValue() == null) {
          writer.writeNull();
        } else {
          context.encodeWithChildContext(values, writer, entry.getValue());
        }
      }
      writer.writeEndDocument();
    }

    @Override
    public Map<Long, V> decode(BsonReader reader, DecoderContext context) {
      Map<Long, V> map = new LinkedHashMap<>();
      reader.readStartDocument();
      while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
        long key = Long.parseLong(reader.readName());
        if (reader.getCurrentBsonType() == BsonType.NULL) {
          reader.readNull();
          map.put(key, null);
        } else {
          map.put(key, context.decodeWithChildContext(values, reader));
        }
      }
      reader.readEndDocument();
      return map;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Class<Map<Long, V>> getEncoderClass() {
      return (Class) Map.class;
    }
  }
}
