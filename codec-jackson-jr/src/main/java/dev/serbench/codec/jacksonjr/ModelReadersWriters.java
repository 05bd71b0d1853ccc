package dev.serbench.codec.jacksonjr;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.jr.ob.JSONObjectException;
import com.fasterxml.jackson.jr.ob.api.ReaderWriterProvider;
import com.fasterxml.jackson.jr.ob.api.ValueReader;
import com.fasterxml.jackson.jr.ob.api.ValueWriter;
import com.fasterxml.jackson.jr.ob.impl.JSONReader;
import com.fasterxml.jackson.jr.ob.impl.JSONWriter;
import dev.serbench.model.NumberMap;
import java.io.IOException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The readers and writers jackson-jr lacks for the canonical model; everything else is jackson-jr's own. */
final class ModelReadersWriters extends ReaderWriterProvider {

  private static final ValueReader INSTANT_READER = new InstantReader();
  private static final ValueWriter INSTANT_WRITER = new InstantWriter();
  private static final ValueReader NUMBER_MAP_READER = new NumberMapReader();

  @Override
  public ValueReader findValueReader(JSONReader context, Class<?> type) {
    if (type == Instant.class) {
      return INSTANT_READER;
    }
    if (type == NumberMap.class) {
      return NUMBER_MAP_READER;
    }
    return null;
  }

  @Override
  public ValueWriter findValueWriter(JSONWriter context, Class<?> type) {
    return type == Instant.class ? INSTANT_WRITER : null;
  }

  /** Instants as ISO-8601 strings, json-jackson's text: every nanosecond and year 1 kept. */
  private static final class InstantWriter implements ValueWriter {
    @Override
    public void writeValue(JSONWriter context, JsonGenerator g, Object value) throws IOException {
      g.writeString(value.toString());
    }

    @Override
    public Class<?> valueType() {
      return Instant.class;
    }
  }

  private static final class InstantReader extends ValueReader {
    InstantReader() {
      super(Instant.class);
    }

    @Override
    public Object read(JSONReader reader, JsonParser p) throws IOException {
      return p.hasToken(JsonToken.VALUE_NULL) ? null : Instant.parse(p.getText());
    }
  }

  /**
   * {@code {"entries": {"<long>": <double>, ...}}}: jackson-jr would bind the map's keys as Strings (its map
   * readers are not told the key type), so NumberMap is read here, parsing each key as a long.
   */
  private static final class NumberMapReader extends ValueReader {
    NumberMapReader() {
      super(NumberMap.class);
    }

    @Override
    public Object read(JSONReader reader, JsonParser p) throws IOException {
      if (p.hasToken(JsonToken.VALUE_NULL)) {
        return null;
      }
      expect(p, JsonToken.START_OBJECT);
      Map<Long, Double> entries = null;
      for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
        JsonToken value = p.nextToken();
        if (name.equals("entries") && value != JsonToken.VALUE_NULL) {
          entries = readEntries(p);
        } else {
          p.skipChildren();
        }
      }
      return new NumberMap(entries);
    }

    private static Map<Long, Double> readEntries(JsonParser p) throws IOException {
      expect(p, JsonToken.START_OBJECT);
      Map<Long, Double> entries = new LinkedHashMap<>();
      for (String key = p.nextFieldName(); key != null; key = p.nextFieldName()) {
        p.nextToken();
        entries.put(Long.parseLong(key), p.getDoubleValue());
      }
      return entries;
    }

    private static void expect(JsonParser p, JsonToken token) throws IOException {
      if (!p.hasToken(token)) {
        throw JSONObjectException.from(p, "NumberMap: expected " + token + ", got " + p.currentToken());
      }
    }
  }
}
