package dev.serbench.codec.avro;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.Operation;
import dev.serbench.codec.pojo.PojoMapping;
import dev.serbench.codec.pojo.PojoMappings;
import org.apache.avro.Schema;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;

/**
 * {@code avro-reflect}: Avro's binary encoding with schemas induced at run time by Avro reflect from
 * codec-pojo's mirror classes, instead of classes generated from the .avsc files.
 */
public final class AvroReflectCodec extends AbstractCodec {

  public AvroReflectCodec() {
    super(AvroCodec.builder("avro-reflect")
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .reusesBuffers(true)
        .variant("reflect")
        .timestamps("union of null and record TimestampPojo {seconds long, nanos int} (Avro reflect of codec-pojo's mirror)")
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("ReflectData.AllowNull induces each schema from a mirror class (codec-pojo: public fields,"
            + " Instant as {seconds, nanos}; every reference field a union with null; Map<Long, Double> as"
            + " Avro reflect's array of key/value records). ReflectDatumWriter and ReflectDatumReader once per"
            + " binding, BinaryEncoder, BinaryDecoder and output stream reused as in the avro row, a new object"
            + " per decode. Avro reflect cannot construct records (it needs a no-argument constructor), so"
            + " fromModel (records to mirrors) and toModel (back) are timed on their own.")
        .build());
    for (PojoMapping<?, ?> mapping : PojoMappings.all()) {
      register(mapping);
    }
  }

  private <T, P> void register(PojoMapping<T, P> mapping) {
    bind(mapping.model(), () -> reflectBinding(mapping));
  }

  /**
   * The schema induced once per binding from the mirror class, with {@link ReflectData.AllowNull}: every
   * field of a reference type is a union with null, since the mirrors carry no {@code @Nullable}
   * annotations and the model's optional values are null when absent.
   */
  private static <T, P> AvroBinding<T, P> reflectBinding(PojoMapping<T, P> mapping) {
    ReflectData data = new ReflectData.AllowNull();
    Schema schema = data.getSchema(mapping.pojo());
    return new AvroBinding<>(new ReflectDatumWriter<>(schema, data), new ReflectDatumReader<>(schema, schema, data),
        mapping.fromModel(), mapping.toModel());
  }
}
