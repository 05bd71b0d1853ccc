package dev.serbench.codec.bson;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;

/**
 * {@code bson}: MongoDB's {@code bson} library writing the canonical records with its record codec
 * (bson-record-codec), the way the Java driver maps records to documents.
 */
public final class BsonCodec extends AbstractCodec {

  public BsonCodec() {
    super(CodecProperties.builder("bson", "org.mongodb:bson")
        .format("BSON")
        .crossLanguage(true)
        .timestamps("embedded document {s: int64 seconds, n: int32 nanos} (BSON's datetime holds milliseconds)")
        .reusesBuffers(true)
        .notes("A CodecRegistry of the driver's providers with RecordCodecProvider (records as documents"
            + " keyed by component name, absent optionals left out, enums by name, byte[] as binary);"
            + " Instant as a {s: int64, n: int32} document since BSON's datetime holds milliseconds, and"
            + " Map<Long, Double> as a document keyed by decimal text. One codec per binding, looked up"
            + " once; encode writes through a BsonBinaryWriter into one reused BasicOutputBuffer and copies"
            + " the bytes out, decode reads through a BsonBinaryReader over the bytes.")
        .build());
    // The record codec needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding builds its registry when it is made, so constructing the codec stays cheap.
    bindEveryModel(BsonBinding::new);
  }
}
