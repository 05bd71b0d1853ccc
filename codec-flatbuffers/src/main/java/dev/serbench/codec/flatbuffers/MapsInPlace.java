package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.LongDoubleEntry;
import dev.serbench.schemas.fbs.NumberMapFb;
import dev.serbench.schemas.fbs.NumberMapListFb;
import java.nio.ByteBuffer;

/** Reads maps.fbs's tables in place: one field (access) or every entry into a digest (read). */
final class MapsInPlace {

  private final NumberMapFb numberMap = new NumberMapFb();
  private final NumberMapListFb numberMapList = new NumberMapListFb();
  private final NumberMapFb.Vector maps = new NumberMapFb.Vector();
  private final LongDoubleEntry.Vector entries = new LongDoubleEntry.Vector();
  private final LongDoubleEntry entry = new LongDoubleEntry();

  long accessNumberMap(ByteBuffer buffer) {
    return InPlaceFields.single(NumberMapFb.getRootAsNumberMapFb(buffer, numberMap).entriesLength());
  }

  long accessNumberMapList(ByteBuffer buffer) {
    return InPlaceFields.single(NumberMapListFb.getRootAsNumberMapListFb(buffer, numberMapList).mapsLength());
  }

  long readNumberMap(ByteBuffer buffer) {
    Digest digest = new Digest();
    read(digest, NumberMapFb.getRootAsNumberMapFb(buffer, numberMap));
    return digest.value();
  }

  long readNumberMapList(ByteBuffer buffer) {
    NumberMapFb.Vector vector = NumberMapListFb.getRootAsNumberMapListFb(buffer, numberMapList).mapsVector(maps);
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(numberMap, i));
    }
    return digest.value();
  }

  private void read(Digest digest, NumberMapFb map) {
    LongDoubleEntry.Vector vector = map.entriesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    long sum = 0;
    for (int i = 0; i < length; i++) {
      LongDoubleEntry e = vector.get(entry, i);
      sum += new Digest().add(e.key()).add(e.value()).value();
    }
    digest.addPresent().addMap(length, sum);
  }
}
