package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.LongDoubleEntry;
import dev.serbench.schemas.fbs.NumberMap;
import dev.serbench.schemas.fbs.NumberMapList;
import java.nio.ByteBuffer;

/** Reads maps.fbs's tables in place: one field (access) or every entry into a digest (read). */
final class MapsInPlace {

  private final NumberMap numberMap = new NumberMap();
  private final NumberMapList numberMapList = new NumberMapList();
  private final NumberMap.Vector maps = new NumberMap.Vector();
  private final LongDoubleEntry.Vector entries = new LongDoubleEntry.Vector();
  private final LongDoubleEntry entry = new LongDoubleEntry();

  long accessNumberMap(ByteBuffer buffer) {
    return InPlaceFields.single(NumberMap.getRootAsNumberMap(buffer, numberMap).entriesLength());
  }

  long accessNumberMapList(ByteBuffer buffer) {
    return InPlaceFields.single(NumberMapList.getRootAsNumberMapList(buffer, numberMapList).mapsLength());
  }

  long readNumberMap(ByteBuffer buffer) {
    Digest digest = new Digest();
    read(digest, NumberMap.getRootAsNumberMap(buffer, numberMap));
    return digest.value();
  }

  long readNumberMapList(ByteBuffer buffer) {
    NumberMap.Vector vector = NumberMapList.getRootAsNumberMapList(buffer, numberMapList).mapsVector(maps);
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(numberMap, i));
    }
    return digest.value();
  }

  private void read(Digest digest, NumberMap map) {
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
